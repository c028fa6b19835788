/**
 * The SSML a dictation is spoken from (Amazon Polly on AWS, espeak-ng in the local cloud): the whole passage read at
 * a normal pace, and each phrase group dictated slowly with its punctuation said in words, as a teacher dictates.
 * Apostrophes and hyphens inside words are written, never said (« l'arbre », « dit-il »).
 */

export interface DictatedGroupOptions {
  /** The group closes a paragraph: its final point is « point à la ligne » (other marks are followed by « à la ligne »). */
  endOfParagraph: boolean;
  /** The group closes the dictation: its final point is « point final ». */
  last: boolean;
}

/** Pause around a spoken mark, so it is heard apart from the words. */
const MARK_PAUSE = '300ms';
/** Pause after the group, before the player's writing time. */
const GROUP_END_PAUSE = '600ms';

type Mark = 'comma' | 'period' | 'question' | 'exclamation' | 'colon' | 'semicolon' | 'ellipsis' | 'openQuote' | 'closeQuote' | 'dash' | 'openParen' | 'closeParen';

const markWords: Record<Mark, string> = {
  comma: 'virgule',
  period: 'point',
  question: "point d'interrogation",
  exclamation: "point d'exclamation",
  colon: 'deux-points',
  semicolon: 'point-virgule',
  ellipsis: 'points de suspension',
  openQuote: 'ouvrez les guillemets',
  closeQuote: 'fermez les guillemets',
  dash: 'tiret',
  openParen: 'ouvrez la parenthèse',
  closeParen: 'fermez la parenthèse',
};

type Token = { words: string } | { mark: Mark };

/**
 * Marks said aloud. `,` and `.` between digits belong to a number (« 3,5 »); a hyphen is a dash only standing alone
 * (a dialogue line's « - »), never inside a word; `"` opens after a space or at the start, and closes otherwise.
 */
const markPattern = /\.\.\.|…|(?<!\d)[,.]|[,.](?!\d)|[;:!?«»“”()—–"]|(?<=^|\s)-(?=\s|$)/gu;

function markOf(symbol: string, before: string): Mark {
  switch (symbol) {
    case ',': return 'comma';
    case '.': return 'period';
    case '?': return 'question';
    case '!': return 'exclamation';
    case ':': return 'colon';
    case ';': return 'semicolon';
    case '...':
    case '…': return 'ellipsis';
    case '«':
    case '“': return 'openQuote';
    case '»':
    case '”': return 'closeQuote';
    case '(': return 'openParen';
    case ')': return 'closeParen';
    case '"': return before === '' || /\s$/u.test(before) ? 'openQuote' : 'closeQuote';
    default: return 'dash'; // — – -
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const pushWords = (words: string) => {
    const trimmed = words.replace(/\s+/gu, ' ').trim();
    if (trimmed) tokens.push({ words: trimmed });
  };
  for (const match of text.matchAll(markPattern)) {
    pushWords(text.slice(at, match.index));
    tokens.push({ mark: markOf(match[0], text.slice(0, match.index)) });
    at = match.index + match[0].length;
  }
  pushWords(text.slice(at));
  return tokens;
}

/** Text content in SSML: only `&`, `<` and `>` need escaping outside attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const pause = (time: string) => `<break time="${time}"/>`;

/** The words said for the group's marks, the last one adjusted at a paragraph's or the dictation's end. */
function spokenParts(tokens: Token[], { endOfParagraph, last }: DictatedGroupOptions): string[] {
  const parts = tokens.map((token) => ('words' in token ? token.words : markWords[token.mark]));
  const final = tokens.at(-1);
  const finalIsPeriod = final !== undefined && 'mark' in final && final.mark === 'period';
  if (last) {
    if (finalIsPeriod) parts[parts.length - 1] = 'point final';
  } else if (endOfParagraph) {
    if (finalIsPeriod) parts[parts.length - 1] = 'point à la ligne';
    else parts.push('à la ligne');
  }
  return parts;
}

/**
 * One phrase group as dictated: slowly, every punctuation mark said in French between short pauses, and a pause at
 * the end (none after the dictation's last group).
 */
export function dictatedSsml(group: string, options: DictatedGroupOptions): string {
  const tokens = tokenize(group);
  const parts = spokenParts(tokens, options);
  const body = parts
    .map((part, index) => {
      const token = tokens[index];
      const isWords = token !== undefined && 'words' in token; // past the tokens: the added « à la ligne »
      return isWords ? escapeXml(part) : `${pause(MARK_PAUSE)}${escapeXml(part)}${pause(MARK_PAUSE)}`;
    })
    .join(' ')
    .replace(/(<break time="[^"]+"\/>) (<break time="[^"]+"\/>)/g, '$1');
  const end = options.last ? '' : pause(GROUP_END_PAUSE);
  return `<speak><prosody rate="slow">${body}</prosody>${end}</speak>`;
}

/** The whole passage read at a normal pace, one `<p>` per paragraph (a line break starts one). */
export function readingSsml(text: string): string {
  const paragraphs = text
    .split(/\n+/u)
    .map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  const body = paragraphs.length > 1 ? paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('') : escapeXml(paragraphs[0] ?? '');
  return `<speak><prosody rate="medium">${body}</prosody></speak>`;
}
