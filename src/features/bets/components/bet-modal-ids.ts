// The bet modals' ids: row buttons open them with data-modal-target="#id" (SPEC §2). Apart from the
// modals themselves, which load only once a bet is chosen (issue 14).
export const JOIN_MODAL_ID = 'bet-join-modal';
export const WATCH_MODAL_ID = 'bet-watch-modal';
export const CANCEL_MODAL_ID = 'bet-cancel-modal';
