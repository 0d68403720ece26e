/** The size Open Graph and X (Twitter) show a large card at. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The families a card's text is set in, in the order satori looks for a letter (card-fonts.ts loads them). */
export const CARD_FONT_FAMILIES = ['Noto Sans', 'Noto Sans CJK SC', 'Noto Sans Ethiopic'];

/** The most a card may weigh: a chat app fetches it for every link shared, often over a phone's connection. */
export const CARD_BUDGET_BYTES = 50 * 1024;
