import { EARLY_SUBMIT, HELD, HYDRATED, WORKER_ACTION } from './contract';
import { keepContactMessage } from './early-contact';

/**
 * A press of Send on a `form[data-early-submit]` before the app hydrated it is held for the app
 * (src/forms/useEarlySubmit.ts carries it out). The contact form's message is kept on the device
 * first; with the site's worker in control it is posted, as a plain form, to the worker instead.
 */
export function holdEarlySubmits(): void {
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(EARLY_SUBMIT) || form.hasAttribute(HYDRATED)) return;
      let held = '';
      if (form.getAttribute(EARLY_SUBMIT) === 'contact') {
        // A press held before the worker took over stays held: one message, one id.
        const workerAction = form.getAttribute(WORKER_ACTION);
        if (navigator.serviceWorker?.controller && workerAction && !form.hasAttribute(HELD)) {
          form.action = workerAction;
          return;
        }
        const id = keepContactMessage(form, form.getAttribute(HELD));
        if (id === undefined) return;
        held = id;
      }
      event.preventDefault();
      form.setAttribute(HELD, held);
    },
    true,
  );
}
