import { useId } from 'react';
import type { Flow, FlowNode, FlowStep } from '../../content/types';
import { Icon } from '../ui/Icon';
import { lanesGrid, stepGrid, stepSpan } from './flow-columns';
import { words } from './words';

const badge = 'h-6 w-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-on-primary';

function Participant({ node }: { node: FlowNode }) {
  return (
    <li className="flex flex-col items-center gap-1 text-center text-sm">
      <span className={`grid h-10 w-10 place-items-center rounded-full ${node.ours ? 'bg-primary text-on-primary' : 'bg-subtle'}`}>
        <Icon name={node.icon} className="text-lg" />
      </span>
      <span className="font-medium">{node.label}</span>
      {node.ours && <span className="text-xs font-semibold text-primary">{words.ourPlatform}</span>}
    </li>
  );
}

/** The arrow under a step's text, wide screens only: it points from the sender's lane to the receiver's. */
function Arrow({ step }: { step: FlowStep }) {
  if (step.from === step.to) return null;
  const leftward = step.to < step.from;
  return (
    <span className={`mt-1 hidden items-center text-primary md:flex ${leftward ? 'flex-row-reverse' : ''}`} aria-hidden="true">
      <span className="h-0.5 flex-1 bg-current" />
      <span className={`h-0 w-0 border-y-[5px] border-y-transparent ${leftward ? 'border-r-[9px] border-r-current' : 'border-l-[9px] border-l-current'}`} />
    </span>
  );
}

interface StepProps {
  step: FlowStep;
  number: number;
  nodes: FlowNode[];
  /** The phase's last step: no line on to the next number. */
  last: boolean;
}

function Step({ step, number, nodes, last }: StepProps) {
  const [from, to] = [nodes[step.from]!.label, nodes[step.to]!.label];
  const within = step.from === step.to;
  return (
    <li className={`relative md:grid ${stepGrid(nodes.length)}`}>
      {!last && <span className="absolute -bottom-4 left-3 top-7 w-px bg-line md:hidden" aria-hidden="true" />}
      <div className={`flex items-start gap-3 md:block ${stepSpan(step)}`}>
        <span className={`grid md:hidden ${badge}`} aria-hidden="true">
          {number}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1 text-xs font-medium text-muted md:hidden" aria-hidden="true">
            {from}
            {!within && <Icon name="i-lucide-arrow-right" />}
            {!within && to}
          </p>
          <p className={`w-fit max-w-full rounded-lg bg-card text-sm md:mx-auto md:px-2 md:text-center ${within ? 'border border-dashed border-primary px-2 py-1' : ''}`}>
            <span className={`mr-1.5 hidden align-middle md:inline-grid ${badge}`} aria-hidden="true">
              {number}
            </span>
            <span className="sr-only">{within ? words.route.within(from) : words.route.between(from, to)}</span>
            {step.label}
          </p>
          <Arrow step={step} />
        </div>
      </div>
    </li>
  );
}

/**
 * How something travels between participants, as lists a screen reader reads in order: the
 * participants, then each phase's numbered steps, each saying who passes what to whom. From the `md`
 * width up it is drawn as a sequence diagram (a lane per participant, an arrow per step); on a phone
 * each step names its two ends above its text.
 */
export function FlowDiagram({ flow }: { flow: Flow }) {
  const headingId = useId();
  const firstNumbers = flow.phases.map((_, index) => 1 + flow.phases.slice(0, index).reduce((sum, phase) => sum + phase.steps.length, 0));
  return (
    <section className="container py-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {flow.title}
      </h2>
      {flow.intro && <p className="mt-2 max-w-3xl text-muted">{flow.intro}</p>}
      <div className="card mt-6 flex flex-col gap-6">
        <ul className={`grid list-none grid-cols-3 gap-3 p-0 md:gap-0 ${lanesGrid(flow.nodes.length)}`} aria-label={words.participants}>
          {flow.nodes.map((node) => (
            <Participant key={node.label} node={node} />
          ))}
        </ul>
        {flow.phases.map((phase, index) => (
          <div key={phase.title}>
            <h3 className="eyebrow mb-3">{phase.title}</h3>
            <div className="relative">
              <div className={`absolute inset-0 hidden ${lanesGrid(flow.nodes.length)} md:grid`} aria-hidden="true">
                {flow.nodes.map((node) => (
                  <span key={node.label} className="mx-auto w-px bg-line" />
                ))}
              </div>
              <ol className="relative flex list-none flex-col gap-4 p-0" start={firstNumbers[index]}>
                {phase.steps.map((step, stepIndex) => (
                  <Step
                    key={stepIndex}
                    step={step}
                    number={firstNumbers[index]! + stepIndex}
                    nodes={flow.nodes}
                    last={stepIndex === phase.steps.length - 1}
                  />
                ))}
              </ol>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
