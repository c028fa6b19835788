/** The npm `espeak-ng` build (Emscripten, MODULARIZE + EXPORT_ES6): a factory that runs the CLI once per instance. */
declare module 'espeak-ng' {
  interface ESpeakNgOptions {
    arguments?: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Instantiates the (already compiled) module: `done(instance, module)`. */
    instantiateWasm?: (imports: object, done: (instance: object, module: object) => void) => object;
  }
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
