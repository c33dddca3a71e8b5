/** The largest id any table can hold (PostgreSQL integer): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;
