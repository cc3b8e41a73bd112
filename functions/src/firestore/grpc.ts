/** The gRPC status codes the Admin SDK's Firestore errors carry, and reading one off an error. */
export const GRPC = { INVALID_ARGUMENT: 3, NOT_FOUND: 5, ALREADY_EXISTS: 6, ABORTED: 10 } as const;

export function grpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}
