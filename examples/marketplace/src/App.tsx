/**
 * The app shell. The routes of the spec arrive with @estate/react; until then this page says
 * where the API is, so `npm start` shows something true rather than something pretended.
 */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>Estate</h1>
      <p>Connecting Estate Agents, Property Buyers and Sellers Globally.</p>
      <p>
        The API is running: try <a href="/api/v1/properties/all">/api/v1/properties/all</a> or the{' '}
        <a href="/api/v1/openapi.json">OpenAPI document</a>. The marketplace screens are built next, from{' '}
        <code>@estate/react</code>.
      </p>
    </main>
  );
}
