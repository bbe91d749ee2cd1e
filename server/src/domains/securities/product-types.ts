import type { InvestmentProductType } from '@ksei/shared/node';

/**
 * Which of KSEI's security types (as its master file writes them) each registered-product list shows:
 * equity-type securities (shares and the rights and warrants on them), debt-type securities (bonds,
 * sukuk, notes, government and central-bank paper), collective investment (mutual funds and real-estate
 * funds) and securities crowdfunding.
 */
export const PRODUCT_SECURITY_TYPES: Readonly<Record<InvestmentProductType, readonly string[]>> = {
  'equity-securities': ['EQUITY', 'RIGHT', 'WARRANT', 'STRUCTURED WARRANT'],
  'debt-securities': [
    'CORPORATE BOND',
    'GOVERNMENT BOND',
    'PERPETUAL BONDS',
    'SUKUK',
    'SBSN',
    'SPN',
    'TERM NOTES',
    'EBA',
    'COMMERCIAL PAPER',
    'NEGOTIABLE CERTIFICATE OF DEPOSIT',
    'BANK INDONESIA RUPIAH SECURITIES (SRBI)',
  ],
  'mutual-fund': ['MUTUAL FUND', 'DANA INVESTASI REAL ESTATE'],
  'securities-crowdfunding': ['EQUITY CROWDFUNDING (ECF)', 'DEBT CROWD FUNDING', 'SUKUK CROWD FUNDING'],
};

/** The product list a master type belongs to, as SQL over `securities.type` (null: none). */
export function productTypeSql(column: string): string {
  const branches = Object.entries(PRODUCT_SECURITY_TYPES).map(
    ([product, types]) =>
      `when ${column} in (${types.map((type) => `'${type.replace(/'/g, "''")}'`).join(', ')}) then '${product}'`,
  );
  return `case ${branches.join(' ')} end`;
}
