import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, preloadToaster } from '../../src/components/ui/toast';
import { toastQueued, toastSent } from '../../src/contact/contact-toasts';

/** The toasts a message shows, through the site's one Toaster and sonner itself, on a fake clock. */
const saved = 'Message saved: it will be sent automatically';
const sent = 'Your message has been successfully sent!';

/**
 * Lets `ms` pass with everything the toasts do meanwhile (sonner mounts, shows, times out, exits),
 * 50 ms at a time: React renders what sonner set outside a step when that step ends.
 */
async function pass(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
  }
}

beforeEach(async () => {
  // sonner loads on the real clock, once: the fake one would never let a module load finish.
  await preloadToaster();
  vi.useFakeTimers();
  render(<AppToaster />);
});
afterEach(() => {
  // sonner keeps its toasts beyond a Toaster: the next test's would show this one's still open.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

describe('contact toasts', () => {
  it("replace a message's 'saved' toast with 'sent' once it is delivered: one toast per message at a time", async () => {
    toastQueued('message-1');
    await pass(100);
    expect(screen.getByText(saved)).toBeTruthy();
    toastSent('message-1');
    await pass(1_000);
    expect(screen.getByText(sent)).toBeTruthy();
    expect(screen.queryByText(saved)).toBeNull();
  });

  it("report a message delivered just as its 'saved' toast's 5 seconds run out", async () => {
    toastQueued('message-2');
    await pass(100);
    expect(screen.getByText(saved)).toBeTruthy();
    // The saved toast's time is up: it is on its way out when the delivery is reported.
    await pass(4_950);
    toastSent('message-2');
    await pass(1_000);
    expect(screen.getByText(sent)).toBeTruthy();
    expect(screen.queryByText(saved)).toBeNull();
  });

  it('show a delivery reported twice (by the form and by the news every page hears) as one toast', async () => {
    toastSent('message-3');
    toastSent('message-3');
    await pass(1_000);
    expect(screen.getAllByText(sent)).toHaveLength(1);
  });
});
