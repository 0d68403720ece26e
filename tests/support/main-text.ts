import type { Page } from '@playwright/test';

/**
 * The text of the main content, whitespace-normalised, without the labels of controls (buttons,
 * form fields): a toggle's 'Learn More' exists only where JavaScript can run it. Every block is read,
 * drawn or not: `innerText` leaves out a `content-visibility: auto` block far from the screen, and
 * which blocks are near it differs between two loads (a collapsed toggle is shorter).
 */
export async function mainText(page: Page): Promise<string> {
  const text = await page.locator('main').evaluate((main) => {
    const controls = [...main.querySelectorAll<HTMLElement>('button, input, textarea, select')];
    const displays = controls.map((control) => control.style.display);
    controls.forEach((control) => (control.style.display = 'none'));
    const blocks = [...main.querySelectorAll<HTMLElement>('*')].filter((block) => getComputedStyle(block).contentVisibility === 'auto');
    blocks.forEach((block) => (block.style.contentVisibility = 'visible'));
    const result = (main as HTMLElement).innerText;
    blocks.forEach((block) => (block.style.contentVisibility = ''));
    controls.forEach((control, index) => (control.style.display = displays[index]!));
    return result;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** The sentences of a text: ended by a full stop (and a space) in English, by 。！？ in Chinese and ። in Amharic. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|(?<=[。！？።])\s*/).filter((part) => part.length > 20);
}
