/** Where the sprite of the page icons is served: `${ICON_SPRITE_URL}#<name>` is one Lucide icon's symbol. */
export const ICON_SPRITE_URL = '/icons/sprite.svg';
