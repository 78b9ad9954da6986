export { createFinancesRouter, transactionView } from './finances-router';
