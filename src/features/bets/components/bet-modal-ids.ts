// The bet modals' ids: row buttons open them with data-modal-target="#id" (docs/product-rules.md#pages-and-routes). Apart from the
// modals themselves, which load only once a bet is chosen.
export const JOIN_MODAL_ID = 'bet-join-modal';
export const WATCH_MODAL_ID = 'bet-watch-modal';
export const CANCEL_MODAL_ID = 'bet-cancel-modal';
