export async function campDetailLoader() {
  return null;
}
export function CampDetailPage() {
  return <h1>Camp</h1>;
}
