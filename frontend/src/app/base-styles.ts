// Mantine's base only (reset, default theme variables, global classes): each component's own stylesheet comes with
// its code (see `mantineStylesWithComponents` in vite.config.ts), so a page blocks on the CSS it uses. Imported by the
// app's provider and by the prerendered first pages.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
