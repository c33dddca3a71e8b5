/** The attribute of the upload element that names the input its result goes into (docs/product-rules.md#http-contract). */
export const LINKED_INPUT_ATTRIBUTE = 'data-linked-input';

/**
 * Puts `value` into the input named by the upload element's attribute and fires a change, as a
 * person typing would: React-controlled, Formik and plain inputs all see it.
 */
export function fillLinkedInput(uploadElement: HTMLElement, value: string): HTMLInputElement | null {
  const name = uploadElement.getAttribute(LINKED_INPUT_ATTRIBUTE);
  if (!name) return null;
  const scope = uploadElement.ownerDocument;
  const input = scope.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`);
  if (!input) return null;
  // The prototype's setter, so React's value tracking notices the change.
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input;
}
