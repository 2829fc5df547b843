/** TODO(issue 9): being built. */
export default function Page() {
  return null;
}
