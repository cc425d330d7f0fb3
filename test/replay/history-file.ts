import { temporal } from '@temporalio/proto';

// A recorded history as a committed file: the protobuf bytes (what replay needs, exactly as
// the server sent them) plus the event types in order, so a reviewer can read what it holds.
// (The SDK's historyToJSON cannot be used here: @temporalio/common carries its own copy of
// protobufjs, which refuses messages built by the client's.)

type History = temporal.api.history.v1.IHistory;

export type HistoryFile = { workflowId: string; workflowType: string; events: string[]; protobufBase64: string };

export function encodeHistory(workflowId: string, history: History): HistoryFile {
  return {
    workflowId,
    workflowType: history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name ?? 'unknown',
    events: (history.events ?? []).map((e) => temporal.api.enums.v1.EventType[e.eventType ?? 0]),
    protobufBase64: Buffer.from(temporal.api.history.v1.History.encode(history).finish()).toString('base64'),
  };
}

export function decodeHistory(file: HistoryFile): temporal.api.history.v1.History {
  return temporal.api.history.v1.History.decode(Buffer.from(file.protobufBase64, 'base64'));
}
