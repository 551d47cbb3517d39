/// Which cached items to keep under a byte budget: least recently used goes first.
///
/// Only the bookkeeping lives here (keys and sizes); the owner frees what `insert` evicts.
/// `ReferenceFrames` uses it to keep decoded reference frames within 256 MB.
public struct ByteLRU<Key: Hashable>: Sendable where Key: Sendable {
    /// The most bytes the cache may hold.
    public let capacity: Int
    /// Bytes held now.
    public private(set) var total = 0
    /// Keys from least to most recently used.
    public private(set) var order: [Key] = []
    private var sizes: [Key: Int] = [:]

    public init(capacity: Int) { self.capacity = max(capacity, 0) }

    /// Whether `key` is held.
    public func contains(_ key: Key) -> Bool { sizes[key] != nil }

    /// Whether an item of `bytes` can be held at all.
    public func fits(_ bytes: Int) -> Bool { bytes >= 0 && bytes <= capacity }

    /// Marks `key` as just used; false when it is not held.
    @discardableResult
    public mutating func touch(_ key: Key) -> Bool {
        guard sizes[key] != nil, let i = order.firstIndex(of: key) else { return false }
        order.append(order.remove(at: i))
        return true
    }

    /// The keys that must be evicted, least recently used first, to make room for `bytes`
    /// more; they are already forgotten when this returns.
    public mutating func evict(toFit bytes: Int) -> [Key] {
        var evicted: [Key] = []
        while total + bytes > capacity, let oldest = order.first {
            order.removeFirst()
            total -= sizes.removeValue(forKey: oldest) ?? 0
            evicted.append(oldest)
        }
        return evicted
    }

    /// Holds `key` (of `bytes`) as the most recently used, after evicting what must go to make
    /// room (returned, least recently used first). An item larger than `capacity` is refused:
    /// nothing changes and nil comes back.
    public mutating func insert(_ key: Key, bytes: Int) -> [Key]? {
        guard fits(bytes) else { return nil }
        var evicted = remove(key) ? [] : [Key]()
        evicted += evict(toFit: bytes)
        sizes[key] = bytes
        order.append(key)
        total += bytes
        return evicted
    }

    /// Forgets `key`; false when it was not held.
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        guard let bytes = sizes.removeValue(forKey: key) else { return false }
        order.removeAll { $0 == key }
        total -= bytes
        return true
    }
}
