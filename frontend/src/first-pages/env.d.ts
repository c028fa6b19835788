interface ImportMetaEnv {
  /** Set by the first pages' build (vite.config.ts): the app's entry script and stylesheets, to hand over to the full app. */
  readonly PLUME_APP_ENTRY: { script: string; styles: string[] };
}
