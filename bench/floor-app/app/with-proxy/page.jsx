/** The same static page, with a request interceptor that passes it on (bench/floor-app/proxy.js). */
export default function FloorPageWithProxy() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A static page of the same Next.js as the storefront, with nothing of the shop in it.</p>
    </main>
  );
}
