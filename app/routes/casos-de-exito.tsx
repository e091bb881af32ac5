import { CallToAction } from "../components/sections/CallToAction.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { StoryList } from "../components/sections/StoryList.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { stories } from "../lib/stories.ts";

export const meta = () => pageMeta("stories");

export default function StoriesPage() {
  return (
    <>
      <PageHeader page="stories" showContactButton={false} />
      <StoryList stories={stories} />
      <CallToAction />
    </>
  );
}
