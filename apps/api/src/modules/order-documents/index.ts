/** What other code may use of the order documents module (the benchmark times the renderers). */
export { renderInvoice, type Seller } from './render-invoice';
export { renderPackingSlip } from './render-packing-slip';
export { orderDocumentsRoutes } from './routes';
