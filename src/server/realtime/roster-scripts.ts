/*
 * The shared roster's Lua scripts (redis-occupancy.ts). Keys, under the prefix P:
 *   P..'channels'          hash channel -> sockets on it, all processes
 *   P..'members:'..channel hash user id -> sockets of that member, all processes
 *   P..'info:'..channel    hash user id -> user_info (JSON), while the member is there
 *   P..'proc:'..id         hash of one process's share: 'c\n'..channel or 'm\n'..channel..'\n'..user -> count
 *   P..'alive:'..id        the process's heartbeat (expires); P..'procs' the set of process ids
 * Channel names cannot hold a newline (protocol.ts), so a share's field splits unambiguously.
 */

/**
 * ARGV: P, process id, kind ('c' or 'm'), channel, user id, count, user_info, '1' for the
 * members' info in the answer, heartbeat ms. Sets the process's count for one key and
 * answers {sum before, sum after[, info hash]}.
 */
export const setCountScript = String.raw`
local P, id, kind, channel, user = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local count = tonumber(ARGV[6])
local share = P .. 'proc:' .. id
redis.call('SADD', P .. 'procs', id)
redis.call('SET', P .. 'alive:' .. id, '1', 'PX', ARGV[9])
local field, sums, key
if kind == 'c' then
  field, sums, key = 'c\n' .. channel, P .. 'channels', channel
else
  field, sums, key = 'm\n' .. channel .. '\n' .. user, P .. 'members:' .. channel, user
end
local old = tonumber(redis.call('HGET', share, field) or '0')
if count > 0 then redis.call('HSET', share, field, count) else redis.call('HDEL', share, field) end
local after
if count ~= old then
  after = redis.call('HINCRBY', sums, key, count - old)
else
  after = tonumber(redis.call('HGET', sums, key) or '0')
end
local before = after - (count - old)
if after <= 0 then
  redis.call('HDEL', sums, key)
  after = 0
end
if kind == 'm' then
  local infos = P .. 'info:' .. channel
  if after > 0 and before <= 0 then redis.call('HSET', infos, user, ARGV[7]) end
  if after == 0 then redis.call('HDEL', infos, user) end
  if ARGV[8] == '1' then return {before, after, redis.call('HGETALL', infos)} end
end
return {before, after}
`;

/**
 * ARGV: P, process id, 'self' (take this process out) or 'dead' (take out every other
 * process whose heartbeat expired). Answers flat triples: 'member_removed', channel, user id
 * or 'channel_vacated', channel, ''; members first, as Pusher orders them.
 */
export const reapScript = String.raw`
local P = ARGV[1]
local out = {}
local function reap(id)
  local share = P .. 'proc:' .. id
  local fields = redis.call('HGETALL', share)
  for i = 1, #fields, 2 do
    local channel, user = string.match(fields[i], '^m\n([^\n]*)\n(.*)$')
    if channel then
      local members = P .. 'members:' .. channel
      if redis.call('HINCRBY', members, user, -tonumber(fields[i + 1])) <= 0 then
        redis.call('HDEL', members, user)
        redis.call('HDEL', P .. 'info:' .. channel, user)
        table.insert(out, 'member_removed')
        table.insert(out, channel)
        table.insert(out, user)
      end
    end
  end
  for i = 1, #fields, 2 do
    local channel = string.match(fields[i], '^c\n(.*)$')
    if channel then
      if redis.call('HINCRBY', P .. 'channels', channel, -tonumber(fields[i + 1])) <= 0 then
        redis.call('HDEL', P .. 'channels', channel)
        table.insert(out, 'channel_vacated')
        table.insert(out, channel)
        table.insert(out, '')
      end
    end
  end
  redis.call('DEL', share, P .. 'alive:' .. id)
  redis.call('SREM', P .. 'procs', id)
end
if ARGV[3] == 'self' then
  reap(ARGV[2])
else
  for _, id in ipairs(redis.call('SMEMBERS', P .. 'procs')) do
    if id ~= ARGV[2] and redis.call('EXISTS', P .. 'alive:' .. id) == 0 then reap(id) end
  end
end
return out
`;
