import { hfmath } from 'hfmath';
function show(tex){const p=new hfmath(tex).polylines(); const W=30,H=30; const grid=Array.from({length:H},()=>Array(W).fill(' ')); for(const s of p){for(let k=1;k<s.length;k++){const [x0,y0]=s[k-1],[x1,y1]=s[k];const n=Math.ceil(Math.hypot(x1-x0,y1-y0)*2)+1;for(let t=0;t<=n;t++){const x=Math.round(x0+(x1-x0)*t/n-10),y=Math.round(y0+(y1-y0)*t/n-15);if(x>=0&&x<W&&y>=0&&y<H)grid[y][x]='#';}}} return grid.map(r=>r.join(''));}
const modes=process.argv.slice(3); const letter=process.argv[2];
const cols=modes.map(m=>show(`\\math${m}{${letter}}`));
console.log(modes.join(' | '));
for(let r=0;r<30;r++) console.log(cols.map(c=>c[r]).join('|'));
