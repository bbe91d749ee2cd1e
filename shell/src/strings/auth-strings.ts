import { addPageStrings } from './page-strings.js';

/** The chrome's staff strings (sign-out, the staff links, the 403 page): joined as the chrome loads. */
const id = {
  staff: {
    menu: 'Menu staf',
    signedInAs: 'Masuk sebagai {{name}}',
    signOut: 'Keluar',
    signingOut: 'Sedang keluar…',
    signedOut: 'Anda telah keluar.',
  },
  forbidden: {
    status: 'Kode status 403',
    home: 'Kembali ke beranda',
  },
};

const en: typeof id = {
  staff: {
    menu: 'Staff menu',
    signedInAs: 'Signed in as {{name}}',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signedOut: 'You have signed out.',
  },
  forbidden: {
    status: 'Status code 403',
    home: 'Go back to home',
  },
};

export const AUTH_STRINGS = { id, en };
addPageStrings(AUTH_STRINGS);
