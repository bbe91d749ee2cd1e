/** KSEI's published reporting address (its whistleblowing page): protected by the company's encryption. */
export const REPORT_ADDRESS = 'lapor@kseiwbs.co.id';
