/**
 * A multipart body from a payload (a rule's `value`): numbers and booleans are sent as text, each
 * list item is appended under the same name (`photos`), null and undefined are left out, and a
 * File keeps its name. A file-like object that is not a Blob (React Native's `{uri, name, type}`)
 * is handed to `FormData` as it is. Works wherever `FormData` exists (browsers, Node 18+, React
 * Native); it is looked up when called, never at import.
 */
export function toFormData(payload: object): FormData {
  const FormDataClass = (globalThis as { FormData?: typeof FormData }).FormData;
  if (!FormDataClass) throw new Error('toFormData needs FormData, which this runtime does not provide.');
  const form = new FormDataClass();
  const append = (name: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) append(name, item);
      return;
    }
    if (typeof value === 'object') {
      const fileName = (value as { name?: unknown }).name;
      if (isBlob(value) && typeof fileName === 'string' && fileName) form.append(name, value, fileName);
      else form.append(name, value as Blob);
      return;
    }
    form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(payload)) append(name, value);
  return form;
}

function isBlob(value: object): value is Blob {
  const BlobClass = (globalThis as { Blob?: typeof Blob }).Blob;
  return BlobClass !== undefined && value instanceof BlobClass;
}
