import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '../../src/contact/send-contact';

const fake = vi.hoisted(() => ({
  send: vi.fn<(payload: unknown, id: string) => Promise<SendOutcome>>(),
  notify: vi.fn(async () => 1),
  draft: { current: undefined as Record<string, string> | undefined },
}));

vi.mock('../../src/contact/send-contact', () => ({ sendContact: fake.send }));
vi.mock('../../src/contact/contact-draft', () => ({
  loadDraft: async () => fake.draft.current,
  saveDraft: async () => undefined,
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
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('is prerendered as a plain multipart form posting to the form service, with no prefill', () => {
    vi.stubEnv('VITE_CONTACT_FORM_URL', 'https://forms.example/f/contact');
    const html = renderToString(
      <MemoryRouter initialEntries={['/?topic=a%20demo']}>
        <ContactForm />
      </MemoryRouter>,
    );
    vi.unstubAllEnvs();
    expect(html).toContain('action="https://forms.example/f/contact"');
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('name="_gotcha"');
    expect(html).not.toContain('arrange a demo');
  });

  it("reads 'Sending...' and is disabled while sending, then resets after success", async () => {
    let finish: (outcome: SendOutcome) => void = () => undefined;
    fake.send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    await ready();
    fill({ ...ada, Name: '  Ada  ' });
    fireEvent.submit(screen.getByRole('form'));
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    expect(fake.send).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello', _gotcha: '' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    await act(async () => finish({ kind: 'sent' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(fake.notify).toHaveBeenCalledWith(
      'success',
      'Your message has been successfully sent!',
      expect.objectContaining({ description: "We'll get back to you within 24 hours.", duration: 5000 }),
    );
  });

  it('shows its own errors next to the fields and sends nothing', async () => {
    renderForm();
    await ready();
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
    fake.send.mockResolvedValue({ kind: 'rejected', status: 422, fieldErrors: { email: 'Email: Should be an email.' }, formErrors: [] });
    renderForm();
    await ready();
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
    fake.send.mockResolvedValue({ kind: 'queued', by: 'worker' });
    renderForm();
    await ready();
    fill(ada);
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', ''));
    expect(fake.notify).toHaveBeenCalledWith('info', 'Message saved: it will be sent automatically', expect.any(Object));
  });

  it('prefills the message for a topic after hydration, unless a draft was saved', async () => {
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
