import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const markup = `
  <div id="intro" class="intro-splash">
    <div role="progressbar" aria-valuenow="0"><div data-intro-fill></div></div>
    <p data-intro-percent>0%</p>
    <button type="button" data-intro-skip>Skip intro</button>
  </div>`;

describe('intro splash driver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.body.innerHTML = markup;
    document.documentElement.className = 'intro';
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('shows progress, then hides, sets hasSeenIntro to "true" and shows the page at the top', async () => {
    await import('../../src/splash/intro');
    const progress = document.querySelector('[role="progressbar"]');
    vi.advanceTimersByTime(30 * 25);
    expect(progress?.getAttribute('aria-valuenow')).toBe('50');
    expect(document.querySelector('[data-intro-percent]')?.textContent).toBe('50%');
    vi.advanceTimersByTime(30 * 25 + 500);
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
    expect(document.documentElement.classList.contains('intro-out')).toBe(true);
    vi.advanceTimersByTime(100);
    expect(document.documentElement.className).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('Escape skips it', async () => {
    await import('../../src/splash/intro');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(sessionStorage.getItem('hasSeenIntro')).toBe('true');
    expect(document.documentElement.classList.contains('intro')).toBe(false);
  });

  it('does nothing when the head script did not show it', async () => {
    document.documentElement.className = '';
    await import('../../src/splash/intro');
    vi.advanceTimersByTime(5_000);
    expect(sessionStorage.getItem('hasSeenIntro')).toBeNull();
  });
});
