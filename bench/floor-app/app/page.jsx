/** A static page the request interceptor never sees (bench/floor-app/proxy.js matches only /with-proxy). */
export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A static page of the same Next.js as the storefront, with nothing of the shop in it.</p>
    </main>
  );
}
