// The complaint contract, imported on the first focus in the form or its first submit, so the
// complaint page (whose main content is the form) paints without zod (decision 0013).
export { complaintRequestSchema } from '@shop/shared-contracts';
