import { Pause, Play } from "../../components/ui/icons.ts";

/**
 * The face of a pause button whose state is `data-paused` (pausedView) on the closest
 * `group/pausable` ancestor: the pause icon and label while things move, play while they stand.
 */
export function PausePlayFace({
  pauseLabel,
  playLabel,
  iconClassName,
}: {
  pauseLabel: string;
  playLabel: string;
  iconClassName: string;
}) {
  return (
    <>
      <Pause
        aria-hidden="true"
        className={`${iconClassName} group-data-[paused=true]/pausable:hidden`}
      />
      <Play
        aria-hidden="true"
        className={`${iconClassName} hidden group-data-[paused=true]/pausable:block`}
      />
      <span className="sr-only group-data-[paused=true]/pausable:hidden">{pauseLabel}</span>
      <span className="sr-only hidden group-data-[paused=true]/pausable:inline">{playLabel}</span>
    </>
  );
}
