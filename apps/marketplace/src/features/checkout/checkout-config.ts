// Whether the payment page lists the simulated gateway's test cards: in development builds, or in
// any build made with VITE_SHOW_TEST_CARDS=true (VITE_SHOW_TEST_CARDS=false hides them everywhere).
const flag = (import.meta.env as Record<string, unknown>).VITE_SHOW_TEST_CARDS;

export const showTestCards: boolean = flag === 'true' || (flag !== 'false' && import.meta.env.DEV === true);
