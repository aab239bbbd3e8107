import { timings, type CallDemoContent } from "@novaline/content";
import { Button, cn } from "@novaline/ui";
import { Phone, PhoneOff, RotateCcw } from "lucide-react";
import { useEffect, useReducer } from "react";
import { callSimulationReducer, INITIAL_CALL_SIMULATION } from "./call-simulation-machine";
import { ChatLine } from "../../shared/sections/chat-line";
import { Section } from "../../shared/sections/section";

/** The call's button: a row of its own in a narrow card, beside the status in a wide one. */
const BUTTON_CLASS = "col-span-2 @min-[30rem]:col-span-1";

export interface CallSimulationProps {
  id: string;
  demo: CallDemoContent;
}

/**
 * "See AI Caller in Action": a call simulated in the browser (spec "Call demo"). Start rings for
 * 1.2 s, then the visitor picks one of five requests and reads the conversation.
 */
export default function CallSimulation({ id, demo }: CallSimulationProps) {
  const [state, dispatch] = useReducer(callSimulationReducer, INITIAL_CALL_SIMULATION);
  const scenario = demo.scenarios.find((item) => item.id === state.scenarioId);

  useEffect(() => {
    if (state.status !== "ringing") return;
    const timer = setTimeout(() => {
      dispatch({ type: "answer" });
    }, timings.callDemoRingMs);
    return () => {
      clearTimeout(timer);
    };
  }, [state.status]);

  const statusText = {
    idle: demo.idleLabel,
    ringing: demo.ringingLabel,
    inCall: demo.inCallLabel,
    ended: demo.endedLabel,
  }[state.status];

  return (
    <Section id={id} intro={demo}>
      <div
        data-state={state.status}
        data-yield-floating
        className="@container mx-auto grid w-full max-w-3xl gap-6 rounded-[2rem] border border-border bg-card bg-sheen p-5 shadow-elevated sm:p-8"
      >
        {/* In a narrow card the button takes a row of its own: the status keeps the width. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-4 @min-[30rem]:grid-cols-[auto_minmax(0,1fr)_auto]">
          <span
            aria-hidden="true"
            className={cn(
              "grid size-14 place-items-center rounded-full text-white",
              state.status === "inCall"
                ? "bg-success"
                : state.status === "ringing"
                  ? "bg-primary motion-safe:animate-pulse"
                  : "bg-muted-foreground",
            )}
          >
            <Phone className="size-6" />
          </span>
          <p role="status" className="text-lg font-semibold text-pretty">
            {statusText}
          </p>
          {state.status === "idle" ? (
            <Button
              size="lg"
              className={BUTTON_CLASS}
              onClick={() => {
                dispatch({ type: "start" });
              }}
            >
              <Phone aria-hidden="true" /> {demo.startLabel}
            </Button>
          ) : state.status === "ended" ? (
            <Button
              size="lg"
              variant="outline"
              className={BUTTON_CLASS}
              onClick={() => {
                dispatch({ type: "restart" });
              }}
            >
              <RotateCcw aria-hidden="true" /> {demo.restartLabel}
            </Button>
          ) : (
            <Button
              size="lg"
              variant="danger"
              className={BUTTON_CLASS}
              onClick={() => {
                dispatch({ type: "end" });
              }}
            >
              <PhoneOff aria-hidden="true" /> {demo.endLabel}
            </Button>
          )}
        </div>
        {state.status === "inCall" ? (
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium text-muted-foreground">
              {demo.pickScenarioLabel}
            </legend>
            <div className="flex flex-wrap gap-2">
              {demo.scenarios.map((item) => (
                <Button
                  key={item.id}
                  size="sm"
                  variant={item.id === state.scenarioId ? "primary" : "outline"}
                  aria-pressed={item.id === state.scenarioId}
                  onClick={() => {
                    dispatch({ type: "pick", scenarioId: item.id });
                  }}
                >
                  {item.label}
                </Button>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div
          role="log"
          aria-label={demo.transcriptLabel}
          className="grid min-h-48 content-start gap-3"
        >
          {scenario ? (
            <>
              <ChatLine from="ai" speaker={demo.speakers.ai} text={demo.greeting} />
              <ChatLine from="user" speaker={demo.speakers.user} text={scenario.userLine} />
              <ChatLine from="ai" speaker={demo.speakers.ai} text={scenario.aiResponse} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{demo.transcriptEmpty}</p>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{demo.disclosure}</p>
      </div>
    </Section>
  );
}
