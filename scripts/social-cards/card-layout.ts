import { CARD_FONT_FAMILIES, CARD_HEIGHT, CARD_WIDTH } from './card-constants';

/** The words on one card. */
export interface CardText {
  title: string;
  group?: string;
  /** The site's name, and its address as people type it. */
  brand: string;
  host: string;
  /** The page's language (`zh-Hans`): satori picks the locale's forms of shared letters by it. */
  lang: string;
}

/** A satori element: the shape of a React element, without React. */
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Element | Element[] | string; lang?: string } & Record<string, unknown>;
}

const node = (type: string, props: Element['props']): Element => ({ type, props });

/** The site's colors (src/styles/theme.css, dark theme). */
const colors = { background: '#0f172a', text: '#f8fafc', primary: '#5eead4', muted: '#94a3b8', brand: '#0f766e' };

/** How wide a title is set: a Han letter is as wide as two Latin ones, an Ethiopic one as one and a half. */
function titleWidth(title: string): number {
  return [...title].reduce((width, letter) => width + (/\p{Script=Han}/u.test(letter) ? 2 : /\p{Script=Ethiopic}/u.test(letter) ? 1.5 : 1), 0);
}

/** The title's size: as large as three lines of the card allow. */
function titleSize(title: string): number {
  const width = titleWidth(title);
  if (width <= 22) return 88;
  if (width <= 44) return 72;
  return 58;
}

/** The logo (public/logo.svg), as an image satori can embed. */
export function logoDataUrl(logoSvg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
}

/** One card: the brand at the top, the page's group and title, the site's address at the bottom. */
export function cardElement(text: CardText, logo: string): Element {
  const size = titleSize(text.title);
  return node('div', {
    lang: text.lang,
    style: {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      boxSizing: 'border-box',
      background: colors.background,
      color: colors.text,
      fontFamily: CARD_FONT_FAMILIES.join(', '),
      position: 'relative',
    },
    children: [
      node('div', { style: { position: 'absolute', left: 0, top: 0, bottom: 0, width: 14, background: colors.brand } }),
      node('div', {
        style: { display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700 },
        children: [node('img', { src: logo, width: 72, height: 72, style: { marginRight: 22 } }), node('div', { children: text.brand })],
      }),
      node('div', {
        style: { display: 'flex', flexDirection: 'column', maxWidth: 980 },
        children: [
          ...(text.group ? [node('div', { style: { fontSize: 34, fontWeight: 700, color: colors.primary, marginBottom: 18 }, children: text.group })] : []),
          node('div', { style: { fontSize: size, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }, children: text.title }),
        ],
      }),
      node('div', { style: { fontSize: 28, fontWeight: 400, color: colors.muted }, children: text.host }),
    ],
  });
}
