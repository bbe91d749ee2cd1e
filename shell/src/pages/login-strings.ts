/** The login page's strings, added to the common namespace as the page loads (`strings.ts`). */
const id = {
  login: {
    lead: 'Untuk staf KSEI yang menangani pesan masuk dan laporan pelanggaran. Masuk dengan akun staf Anda.',
    email: 'Alamat email',
    password: 'Kata sandi',
    submit: 'Masuk',
    busy: 'Memproses…',
    failed: 'Tidak dapat masuk saat ini. Periksa koneksi Anda, lalu coba lagi.',
    backHome: 'Kembali ke beranda',
    noScript:
      'Masuk ke akun staf memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.',
  },
};

const en: typeof id = {
  login: {
    lead: 'For KSEI staff who handle incoming messages and whistleblowing reports. Sign in with your staff account.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    failed: 'Signing in is not possible right now. Check your connection, then try again.',
    backHome: 'Go back to home',
    noScript:
      'Signing in to a staff account needs JavaScript. Turn JavaScript on in your browser, then reload this page.',
  },
};

export const LOGIN_STRINGS = { id, en };
