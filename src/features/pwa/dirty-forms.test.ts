// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest';
import { dirty } from './dirty-forms.ts';

const type = (el: Element) => el.dispatchEvent(new Event('input', { bubbles: true }));

test('a form counts as holding unsent input only after the keystroke has been handled, never while it is dispatched', async () => {
  document.body.innerHTML = '<form id="signin"><input id="mobile"></form><form role="search"><input id="q"></form>';
  const stop = dirty.subscribe(() => undefined);
  // A listener on the window hears the event after React's (on the app's root) has read it: the
  // count must not have changed yet, or React would have rendered the field in between.
  let countWhileDispatched: number | null = null;
  window.addEventListener('input', () => (countWhileDispatched = dirty.get()), { once: true });
  type(document.getElementById('mobile')!);
  expect(countWhileDispatched).toBe(0);
  await vi.waitFor(() => expect(dirty.get()).toBe(1));

  // A search form holds nothing to lose.
  type(document.getElementById('q')!);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(dirty.get()).toBe(1);

  // Sent, the form is clean again; a dirty form that leaves the page takes its input with it.
  document.getElementById('signin')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await vi.waitFor(() => expect(dirty.get()).toBe(0));
  type(document.getElementById('mobile')!);
  await vi.waitFor(() => expect(dirty.get()).toBe(1));
  document.getElementById('signin')!.remove();
  await vi.waitFor(() => expect(dirty.get()).toBe(0));
  stop();
});
