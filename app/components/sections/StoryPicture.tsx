import { contentImageUrl, CONTENT_IMAGE_SIZES } from "../../../domain/content-images.ts";
import { storyPhotoPath, type Story } from "../../../domain/stories.ts";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";

/**
 * A customer story's picture at 4:3: its uploaded photo, resized by the build and described by its
 * text, else its drawing (decorative, like every drawing of the site).
 */
export function StoryPicture({ story, eager = false }: { story: Story; eager?: boolean }) {
  const photo = storyPhotoPath(story);
  if (!photo) {
    return <IllustrationImage name={story.img} className="block aspect-4/3 h-auto w-full" />;
  }
  const { width, height } = CONTENT_IMAGE_SIZES.storyPhoto;
  return (
    <img
      src={contentImageUrl(photo)}
      alt={story.photoAlt ?? ""}
      width={width / 2}
      height={height / 2}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="block aspect-4/3 h-auto w-full object-cover"
    />
  );
}
