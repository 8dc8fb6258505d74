// @vitest-environment jsdom
import { defaultProgramData, type StrengthPlan } from '@liftwise/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';
import { trpc } from '#web/lib/trpc.ts';
import { type GenerateStage, useGenerateStrengthPlan } from './api.ts';

const NOW = '2026-03-03T10:00:00.000Z';
const programData = { ...defaultProgramData(), primaryGoals: ['strength' as const] };
const draft: StrengthPlan = { planId: 'p1', programData, status: 'draft', createdAt: NOW, updatedAt: NOW };
const generated: StrengthPlan = {
  ...draft,
  status: 'generated',
  generatedPlan: {
    programName: 'Strength Base',
    description: '',
    duration: 1,
    totalWorkouts: 0,
    progressionGuidelines: '',
    notes: [],
    workoutSchedule: [],
  },
};

/** The server as the browser meets it over HTTP: each call's procedure and input, and its answer. */
const calls: { procedure: string; input: unknown }[] = [];
let generateFails = false;

function answerOf(procedure: string): { status: number; body: unknown } {
  if (procedure === 'generateStrengthPlan' && generateFails)
    return {
      status: 500,
      body: {
        error: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
      },
    };
  const data =
    procedure === 'generateStrengthPlan'
      ? { strengthPlan: generated, source: 'built-in' }
      : { strengthPlan: draft };
  return { status: 200, body: { result: { data } } };
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const procedures = new URL(url, 'http://localhost').pathname.replace('/trpc/', '').split(',');
    const inputs = JSON.parse(String(init.body)) as Record<string, unknown>;
    const answers = procedures.map((procedure, index) => {
      calls.push({ procedure, input: inputs[index] });
      return answerOf(procedure);
    });
    const status = Math.max(...answers.map((answer) => answer.status));
    return new Response(JSON.stringify(answers.map((answer) => answer.body)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  calls.length = 0;
  generateFails = false;
});

function open() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGenerateStrengthPlan(), { wrapper });
}

describe('Generate program in the browser', () => {
  it('stores the answers, then has the server generate that plan by its id; nothing is posted back', async () => {
    const { result } = open();
    const stages: GenerateStage[] = [];
    const saved: string[] = [];

    const answer = await act(() =>
      result.current.mutateAsync({
        programData,
        onDraftSaved: (planId) => saved.push(planId),
        onStage: (stage) => stages.push(stage),
      }),
    );

    expect(calls).toEqual([
      { procedure: 'saveStrengthPlan', input: { programData } },
      { procedure: 'generateStrengthPlan', input: { planId: 'p1' } },
    ]);
    expect(stages).toEqual(['saving', 'generating']);
    expect(saved).toEqual(['p1']);
    expect(answer).toEqual({ strengthPlan: generated, source: 'built-in' });
    // The review reads this entry: it shows the server's stored plan without another request.
    expect(queryClient.getQueryData(trpc.getStrengthPlan.queryKey({ planId: 'p1' }))).toEqual(generated);
  });

  it('a retry after a failed generation updates the same draft instead of saving another', async () => {
    const { result } = open();
    let planId: string | undefined;
    const run = () =>
      result.current.mutateAsync({
        programData,
        planId,
        onDraftSaved: (id) => {
          planId = id;
        },
        onStage: () => {},
      });

    generateFails = true;
    await act(() => expect(run()).rejects.toThrow());
    // The draft is kept: the athlete's answers are stored, the plan is not generated.
    expect(queryClient.getQueryData(trpc.getStrengthPlan.queryKey({ planId: 'p1' }))).toEqual(draft);

    generateFails = false;
    calls.length = 0;
    await act(async () => {
      await run();
    });
    expect(calls).toEqual([
      { procedure: 'updateStrengthPlan', input: { planId: 'p1', updates: { programData, status: 'draft' } } },
      { procedure: 'generateStrengthPlan', input: { planId: 'p1' } },
    ]);
  });
});
