import Glibc

/// Blocking reads from a file descriptor that retry on `EINTR`: a child's pipe, a `/proc` file.
enum DescriptorReads {
    /// Every byte `fd` gives until its end (or an error other than `EINTR`).
    static func all(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0 ..< n]
        }
        return bytes
    }

    /// Reads from `fd` until `buffer` is full or the stream ends; the bytes read.
    static func fill(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        var done = 0
        while done < buffer.count {
            let n = read(fd, buffer.baseAddress! + done, buffer.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return done
    }
}
