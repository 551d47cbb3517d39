import CSDL2
import ModalCore

/// The reference recording's half-modal card, tracked frame by frame as `measure` tracks it
/// (`CanvasPlacement`, `EdgeTracker`), for the studio's fit key (`M`) and the HUD's trace.
extension ReferenceFrames {
    /// The card's top edge in each reference frame, frame i at i / fps of the reference's own
    /// time; the canvas is found in each frame size (`device`'s shape), the card by `color`.
    func cardTrack(color: Color, device: Device) throws -> [TrackSample] {
        var samples: [TrackSample] = []
        var frame = PixelFrame(width: 0, height: 0, pixels: [])
        var tracker: EdgeTracker?
        for i in paths.indices {
            let surface = try self.surface(i)
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
            if w != frame.width || h != frame.height {
                frame = PixelFrame(width: w, height: h, pixels: [UInt32](repeating: 0, count: w * h))
                tracker = nil
            }
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch)
            let base = surface.pointee.pixels!
            frame.pixels.withUnsafeMutableBufferPointer { out in
                for y in 0 ..< h {
                    out.baseAddress!.advanced(by: y * w).update(from: base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self), count: w)
                }
            }
            SDL_UnlockSurface(surface)
            if tracker == nil {
                do { tracker = EdgeTracker(placement: try CanvasPlacement.locate(in: frame, device: device), color: color) } catch let p as CanvasPlacement.Problem {
                    throw Failure.usage("--reference: \(paths[i]): \(p.description)")
                }
            }
            samples.append(tracker!.sample(frame, time: Double(i) / fps))
        }
        return samples
    }
}

extension ReviewView {
    /// The reference's card in review time (its timeline's start and nudge applied), tracked the
    /// first time it is asked for (`computing`) and kept; nil without a reference, before it is
    /// tracked, or while it waits for the first input.
    func referenceCardSamples(computing: Bool) throws -> [TrackSample]? {
        guard let reference else { return nil }
        if referenceCard == nil {
            guard computing, let color = TrackedSurface.halfModal.bodyColor(session.primary.settings) else { return nil }
            referenceCard = try reference.cardTrack(color: color, device: device)
        }
        alignReference()
        let start = reference.timeline.start
        guard start < .greatestFiniteMagnitude, let card = referenceCard else { return nil }
        return card.map { sample in
            var shifted = sample
            shifted.time += start
            return shifted
        }
    }
}
