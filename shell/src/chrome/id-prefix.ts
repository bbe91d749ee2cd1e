/** The React `identifierPrefix` of the chrome's root, the same on server and browser (stable `useId`s). */
export const SHELL_ID_PREFIX = 'shell-';
