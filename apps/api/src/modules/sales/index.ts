// Sales: what the buying modules share and stand on (orders, payments, promo codes, refunds). It imports
// none of them, so each can use it without needing the others.
