import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../src/shared/contact-delivery';

/** The form over a fake store: what it sends (id, payload, held), its drafts, its toasts. */
const fake = vi.hoisted(() => ({
  send: vi.fn<(id: string, payload: unknown, held: boolean) => Promise<Delivery | undefined>>(),
  notify: vi.fn(async () => 1),
  draft: { current: undefined as Record<string, string> | undefined },
  saved: [] as { id: string; fields: Record<string, string> }[],
  heldToDraft: vi.fn(async () => undefined),
}));

vi.mock('../../src/contact/outbox', () => ({ sendFromForm: fake.send }));
vi.mock('../../src/contact/outbox-runtime', () => ({ startOutboxRuntime: () => undefined }));
vi.mock('../../src/contact/contact-draft', () => ({
  takeLatestDraft: async () => fake.draft.current,
  saveDraft: async (id: string, fields: Record<string, string>) => void fake.saved.push({ id, fields }),
  discardDraft: async () => undefined,
  heldToDraft: fake.heldToDraft,
}));
vi.mock('../../src/components/ui/toast', () => ({ notify: fake.notify, preloadToaster: async () => undefined }));

const { ContactForm } = await import('../../src/contact/ContactForm');

function renderForm(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContactForm />
    </MemoryRouter>,
  );
}

const page = (path = '/') => (
  <MemoryRouter initialEntries={[path]}>
    <ContactForm />
  </MemoryRouter>
);

/** The prerendered form in the document, as the browser shows it before the app's script runs. */
function prerendered(path = '/'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(path));
  document.body.append(container);
  return container;
}

let hydrated: Root | undefined;
async function hydrate(container: HTMLElement, path = '/') {
  await act(async () => {
    hydrated = hydrateRoot(container, page(path));
  });
}

async function ready() {
  await waitFor(() => expect(screen.getByRole('form', { name: 'Contact us' }).dataset.ready).toBe('true'));
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const ada = { Name: 'Ada', Email: 'ada@example.com', Message: 'Hello' };

beforeEach(() => {
  fake.send.mockReset();
  fake.notify.mockClear();
  fake.draft.current = undefined;
  fake.saved = [];
  fake.heldToDraft.mockClear();
});
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('ContactForm', () => {
  it('is prerendered as a plain multipart form posting to the form service, landing on the site, with no prefill', () => {
    vi.stubEnv('VITE_CONTACT_FORM_URL', 'https://forms.example/f/contact');
    const html = renderToString(page('/?topic=a%20demo'));
    vi.unstubAllEnvs();
    expect(html).toContain('action="https://forms.example/f/contact"');
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('name="_gotcha"');
    expect(html).toMatch(/<input type="hidden" name="_next" value="https?:\/\/[^"]+\/contact\/sent"/);
    // What index.html's early-submit script acts on before hydration.
    expect(html).toContain('data-early-submit="contact"');
    expect(html).toContain('data-worker-action="/contact/send"');
    expect(html).not.toContain('arrange a demo');
  });

  it("reads 'Sending...' and is disabled while sending, then resets after success", async () => {
    let finish: (delivery: Delivery) => void = () => undefined;
    fake.send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    fill({ ...ada, Name: '  Ada  ' });
    fireEvent.submit(screen.getByRole('form'));
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    expect(fake.send).toHaveBeenCalledWith(
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello', _gotcha: '' },
      false,
    );
    await act(async () => finish({ outcome: 'delivered' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(fake.notify).toHaveBeenCalledWith(
      'success',
      'Your message has been successfully sent!',
      expect.objectContaining({ description: "We'll get back to you within 24 hours.", duration: 5000 }),
    );
  });

  it('shows its own errors next to the fields and sends nothing', () => {
    renderForm();
    fill({ ...ada, Message: '    ' });
    fireEvent.submit(screen.getByRole('form'));
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const describedBy = message.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Please write a message (spaces alone do not count).',
    );
    expect(document.activeElement).toBe(message);
    expect(fake.send).not.toHaveBeenCalled();
  });

  it("keeps the text and shows the service's field errors after a 4xx", async () => {
    fake.send.mockResolvedValue({ outcome: 'refused', body: { errors: [{ field: 'email', message: 'should be an email' }] } });
    renderForm();
    fill(ada);
    fireEvent.submit(screen.getByRole('form'));
    await screen.findByText('Email: Should be an email.');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hello');
    expect(fake.notify).toHaveBeenCalledWith(
      'error',
      'Failed to send message',
      expect.objectContaining({ description: 'Please try again later or contact us directly.', duration: 5000 }),
    );
  });

  it('resets and says the message is saved when it was queued', async () => {
    fake.send.mockResolvedValue({ outcome: 'waiting' });
    renderForm();
    fill(ada);
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', ''));
    expect(fake.notify).toHaveBeenCalledWith('info', 'Message saved: it will be sent automatically', expect.any(Object));
  });

  it('prefills the message for a topic once the draft has been looked at, unless a draft was saved', async () => {
    renderForm('/?topic=a%20demo');
    await ready();
    await waitFor(() =>
      expect(screen.getByLabelText('Message')).toHaveProperty(
        'value',
        'Hello, I would like to arrange a demo. Please get in touch to find a time.',
      ),
    );
    cleanup();
    fake.draft.current = { name: 'Ada', email: '', company: '', message: 'My draft' };
    renderForm('/?topic=a%20demo');
    await ready();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveProperty('value', 'My draft'));
  });
});

describe('ContactForm before and through hydration', () => {
  it('keeps what was typed before hydration, with focus and caret, over a stored draft, and saves it as the draft', async () => {
    fake.draft.current = { name: 'Old', email: 'old@example.com', company: '', message: 'An older draft' };
    const container = prerendered();
    const name = container.querySelector<HTMLInputElement>('#contact-name')!;
    const message = container.querySelector<HTMLTextAreaElement>('#contact-message')!;
    name.value = 'Grace';
    message.value = 'Typed before the app was ready';
    message.focus();
    message.setSelectionRange(5, 11);

    await hydrate(container);
    await ready();
    expect(screen.getByLabelText('Name')).toBe(name);
    expect(name.value).toBe('Grace');
    expect(message.value).toBe('Typed before the app was ready');
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 11]);
    expect(fake.saved.at(-1)?.fields).toEqual({ name: 'Grace', email: '', company: '', message: 'Typed before the app was ready' });

    // Later renders (an error shown) leave the text alone too.
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(message.value).toBe('Typed before the app was ready');
  });

  it('carries out a Send held before hydration once, under the id it was held with', async () => {
    fake.send.mockResolvedValue({ outcome: 'delivered' });
    const container = prerendered();
    const form = container.querySelector('form')!;
    container.querySelector<HTMLInputElement>('#contact-name')!.value = 'Grace';
    container.querySelector<HTMLInputElement>('#contact-email')!.value = 'grace@example.com';
    container.querySelector<HTMLTextAreaElement>('#contact-message')!.value = 'Sent before hydration';
    // What index.html's script does with the press (it keeps the message in the store).
    form.setAttribute('data-held', 'held-1');

    await hydrate(container);
    await waitFor(() => expect(fake.send).toHaveBeenCalledTimes(1));
    expect(fake.send).toHaveBeenCalledWith(
      'held-1',
      { name: 'Grace', email: 'grace@example.com', company: '', message: 'Sent before hydration', _gotcha: '' },
      true,
    );
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveProperty('value', ''));
    expect(form.hasAttribute('data-held')).toBe(false);
    expect(form.hasAttribute('data-hydrated')).toBe(true);
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.send).toHaveBeenCalledTimes(1);
  });

  it('only clears a held message that the page already sent', async () => {
    fake.send.mockResolvedValue(undefined);
    const container = prerendered();
    const form = container.querySelector('form')!;
    container.querySelector<HTMLInputElement>('#contact-name')!.value = 'Grace';
    container.querySelector<HTMLInputElement>('#contact-email')!.value = 'grace@example.com';
    container.querySelector<HTMLTextAreaElement>('#contact-message')!.value = 'Sent by the replay meanwhile';
    form.setAttribute('data-held', 'held-2');

    await hydrate(container);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveProperty('value', ''));
    expect(fake.send).toHaveBeenCalledTimes(1);
    expect(fake.notify).not.toHaveBeenCalled();
  });

  it('takes a held message that fails its checks back into the form as a draft, unsent', async () => {
    const container = prerendered();
    const form = container.querySelector('form')!;
    container.querySelector<HTMLInputElement>('#contact-name')!.value = 'Grace';
    container.querySelector<HTMLInputElement>('#contact-email')!.value = 'grace@example.com';
    container.querySelector<HTMLTextAreaElement>('#contact-message')!.value = '   ';
    form.setAttribute('data-held', 'held-3');

    await hydrate(container);
    await waitFor(() => expect(fake.heldToDraft).toHaveBeenCalledWith('held-3', expect.objectContaining({ name: 'Grace', message: '' })));
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fake.send).not.toHaveBeenCalled();
  });
});
