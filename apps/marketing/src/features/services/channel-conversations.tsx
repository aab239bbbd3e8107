import type { ChannelConversation, SectionIntro } from "@novaline/content";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@novaline/ui";
import type { CSSProperties } from "react";
import { Icon } from "../../shared/icons";
import { ChatLine } from "../../shared/sections/chat-line";
import { Section } from "../../shared/sections/section";

export interface ChannelConversationsProps {
  intro: SectionIntro;
  conversations: readonly ChannelConversation[];
  speakers: { ai: string; user: string };
  /** Names the list of channel tabs. */
  label: string;
}

/** One sample conversation per messaging channel, a tab each (WAI-ARIA tabs). */
export default function ChannelConversations({
  intro,
  conversations,
  speakers,
  label,
}: ChannelConversationsProps) {
  const [first] = conversations;
  if (!first) return null;
  return (
    <Section intro={intro} band>
      <Tabs defaultValue={first.id} className="mx-auto w-full max-w-3xl">
        <TabsList aria-label={label} className="flex-wrap justify-center">
          {conversations.map((conversation) => (
            <TabsTrigger key={conversation.id} value={conversation.id}>
              <Icon name={conversation.icon} className="size-4" />
              {conversation.channel}
            </TabsTrigger>
          ))}
        </TabsList>
        {conversations.map((conversation) => (
          <TabsContent
            key={conversation.id}
            value={conversation.id}
            forceMount
            className="data-[state=inactive]:hidden"
          >
            <figure
              style={{ "--channel": conversation.accent } as CSSProperties}
              className="grid gap-4 overflow-hidden rounded-[2rem] border border-border bg-card shadow-elevated"
            >
              <figcaption className="flex items-center gap-3 border-b border-border px-5 py-4 text-sm">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-(--channel) text-white">
                  <Icon name={conversation.icon} className="size-4" />
                </span>
                <span>
                  <span className="block font-semibold">{conversation.channel}</span>
                  <span className="text-muted-foreground">{conversation.context}</span>
                </span>
              </figcaption>
              <div className="grid gap-3 px-4 pb-6 sm:px-6">
                {conversation.lines.map((line, index) => (
                  <ChatLine
                    key={index}
                    from={line.from}
                    speaker={line.from === "ai" ? speakers.ai : speakers.user}
                    text={line.text}
                    accent={conversation.accent}
                  />
                ))}
              </div>
            </figure>
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
