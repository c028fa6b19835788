/**
 * The server's message catalogue (`shared/src/messages.ts`) in one language, built by the `serverMessagesByLanguage`
 * plugin of vite.config.ts, so a page carries the words of its own language only.
 */
declare module 'virtual:server-messages/fr' {
  const messages: Record<import('@plume/shared/messages').MessageKey, string>;
  export default messages;
}

declare module 'virtual:server-messages/en' {
  const messages: Record<import('@plume/shared/messages').MessageKey, string>;
  export default messages;
}

/** The few server messages of the site's frame (`SHELL_MESSAGES` in vite.config.ts); the screens' words bring the rest. */
declare module 'virtual:server-messages/fr/shell' {
  const messages: Partial<Record<import('@plume/shared/messages').MessageKey, string>>;
  export default messages;
}

declare module 'virtual:server-messages/en/shell' {
  const messages: Partial<Record<import('@plume/shared/messages').MessageKey, string>>;
  export default messages;
}

/** The server messages the app's screens name in their code (`messagesNamedByScreens` in vite.config.ts). */
declare module 'virtual:server-messages/fr/screens' {
  const messages: Partial<Record<import('@plume/shared/messages').MessageKey, string>>;
  export default messages;
}

declare module 'virtual:server-messages/en/screens' {
  const messages: Partial<Record<import('@plume/shared/messages').MessageKey, string>>;
  export default messages;
}

/** A part of the screens' catalogue (`screenWords` in vite.config.ts): `virtual:screen-words/<language>/<group or core>`. */
declare module 'virtual:screen-words/*' {
  const words: Record<string, unknown>;
  export default words;
}
