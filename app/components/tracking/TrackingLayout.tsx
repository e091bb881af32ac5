import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { enhanceChatWidget } from "../../enhancers/chat-widget.ts";
import { useEnhancer } from "../../enhancers/use-enhancer.ts";
import { PageHeader } from "../sections/PageHeader.tsx";
import { Spinner } from "../ui/Spinner.tsx";

/** The tracking page's frame: header, the chat widget while it is open, and the spinner. */
export function TrackingLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("tracking");
  const chatWidget = useEnhancer("chat-widget", enhanceChatWidget);
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/tracking/");
  return (
    <>
      <PageHeader page="tracking" showContactButton={false} />
      <section className="bg-surface" {...chatWidget}>
        <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
          {searching ? <Spinner label={t("main.searching")} /> : children}
        </div>
      </section>
    </>
  );
}
