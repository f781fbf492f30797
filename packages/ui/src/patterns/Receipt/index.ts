export { Receipt, type ReceiptFact, type ReceiptProps, type ReceiptStep, type ReceiptStepState } from './Receipt';
