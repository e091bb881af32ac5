import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("home", "/");

export default function HomePage() {
  return <PageHeader page="home" />;
}
