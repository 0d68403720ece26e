import { buttonClass } from '../components/ui/button-styles';

/** A form's full-width submit button; its label stays put while a spinner shows the request. */
export function SubmitButton({ label, loading }: { label: string; loading: boolean }) {
  return (
    <button type="submit" className={`${buttonClass()} w-full`} disabled={loading} aria-busy={loading || undefined}>
      {loading && <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />}
      {label}
    </button>
  );
}
