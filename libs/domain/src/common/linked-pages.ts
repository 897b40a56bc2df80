// The marketplace's pages the server links to (in emails and answers), apart from the schemas of their
// areas so that the marketplace's route table reads them without loading zod into the first page.

/** The marketplace page where the buyer pays an agreed or upheld damage claim (the payment link). */
export const damagePaymentPath = (orderId: string, claimId: string) => `/user/damage-payment/${orderId}/${claimId}`;

/** The path of a ticket's assign link (the marketplace's page). */
export const ticketAssignPath = (token: string) => `/tickets/assign/${token}`;
